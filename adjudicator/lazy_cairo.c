/* cairo, opened at first use (see lazylib.h): only a batch that draws a
 * picture loads it. */
#include "adjudicator/lazylib.h"

#include <cairo.h>

#define CV(name, params, args) LAZY_VOID(lazylib_cairo, name, params, args)
#define CF(ret, name, params, args) LAZY_FN(lazylib_cairo, ret, name, params, args)

CF(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height),
	(format, width, height))
CF(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t * surface), (surface))
CF(int, cairo_image_surface_get_height, (cairo_surface_t * surface), (surface))
CF(int, cairo_image_surface_get_stride, (cairo_surface_t * surface), (surface))
CF(int, cairo_image_surface_get_width, (cairo_surface_t * surface), (surface))
CF(cairo_status_t, cairo_surface_status, (cairo_surface_t * surface), (surface))
CV(cairo_surface_destroy, (cairo_surface_t * surface), (surface))
CV(cairo_surface_flush, (cairo_surface_t * surface), (surface))
CF(cairo_status_t, cairo_surface_write_to_png_stream, (cairo_surface_t * surface, cairo_write_func_t write_func, void *closure), (surface, write_func, closure))
CF(cairo_t *, cairo_create, (cairo_surface_t * target), (target))
CV(cairo_destroy, (cairo_t * cr), (cr))
CF(const char *, cairo_status_to_string, (cairo_status_t status), (status))
CF(cairo_font_options_t *, cairo_font_options_create, (void), ())
CV(cairo_font_options_destroy, (cairo_font_options_t * options), (options))
CV(cairo_font_options_set_antialias, (cairo_font_options_t * options, cairo_antialias_t antialias),
	(options, antialias))
CV(cairo_font_options_set_hint_metrics, (cairo_font_options_t * options, cairo_hint_metrics_t hint_metrics),
	(options, hint_metrics))
CV(cairo_font_options_set_hint_style, (cairo_font_options_t * options, cairo_hint_style_t hint_style),
	(options, hint_style))
CV(cairo_font_options_set_subpixel_order, (cairo_font_options_t * options, cairo_subpixel_order_t subpixel_order),
	(options, subpixel_order))
CV(cairo_set_font_options, (cairo_t * cr, const cairo_font_options_t *options), (cr, options))
CV(cairo_select_font_face, (cairo_t * cr, const char *family, cairo_font_slant_t slant, cairo_font_weight_t weight),
	(cr, family, slant, weight))
CV(cairo_set_font_size, (cairo_t * cr, double size), (cr, size))
CV(cairo_text_extents, (cairo_t * cr, const char *utf8, cairo_text_extents_t *extents), (cr, utf8, extents))
CV(cairo_text_path, (cairo_t * cr, const char *utf8), (cr, utf8))
CV(cairo_show_text, (cairo_t * cr, const char *utf8), (cr, utf8))
CV(cairo_save, (cairo_t * cr), (cr))
CV(cairo_restore, (cairo_t * cr), (cr))
CV(cairo_paint, (cairo_t * cr), (cr))
CV(cairo_clip, (cairo_t * cr), (cr))
CV(cairo_new_path, (cairo_t * cr), (cr))
CV(cairo_new_sub_path, (cairo_t * cr), (cr))
CV(cairo_close_path, (cairo_t * cr), (cr))
CV(cairo_move_to, (cairo_t * cr, double x, double y), (cr, x, y))
CV(cairo_line_to, (cairo_t * cr, double x, double y), (cr, x, y))
CV(cairo_arc, (cairo_t * cr, double xc, double yc, double radius, double angle1, double angle2),
	(cr, xc, yc, radius, angle1, angle2))
CV(cairo_rectangle, (cairo_t * cr, double x, double y, double width, double height), (cr, x, y, width, height))
CV(cairo_fill, (cairo_t * cr), (cr))
CV(cairo_fill_preserve, (cairo_t * cr), (cr))
CV(cairo_stroke, (cairo_t * cr), (cr))
CV(cairo_stroke_preserve, (cairo_t * cr), (cr))
CV(cairo_set_source_rgb, (cairo_t * cr, double red, double green, double blue), (cr, red, green, blue))
CV(cairo_set_line_width, (cairo_t * cr, double width), (cr, width))
CV(cairo_set_line_cap, (cairo_t * cr, cairo_line_cap_t line_cap), (cr, line_cap))
CV(cairo_set_line_join, (cairo_t * cr, cairo_line_join_t line_join), (cr, line_join))
CV(cairo_set_dash, (cairo_t * cr, const double *dashes, int num_dashes, double offset),
	(cr, dashes, num_dashes, offset))
