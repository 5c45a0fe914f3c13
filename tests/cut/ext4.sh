# Sourced by scripts that cut the power under a run: the data root lives
# on a journaled ext4 in a loop image, and a "power cut" is a copy of that
# image taken while the run is stopped, which holds exactly what had
# reached the disk (the page cache, lost in a cut, is not in it). The copy
# is then booted: mounted (its journal replayed) in a private mount
# namespace whose kernel boot id (/proc/sys/kernel/random/boot_id, which
# estafeta reads to tell a new boot) is a new one.
#   cut_up DIR          image DIR/fs.img mounted on DIR/mnt (sets CUT)
#   cut_stop SC K CMD.. runs CMD, stopped at its K-th SC call (not made;
#                       with CUT_ON=PATH set, its K-th on PATH); sets
#                       CUT_PID (strace's) once it is stopped; 1 when CMD
#                       ended first
#   cut_take IMG        the power cut: the image as the disk holds it now
#   cut_end             kills what cut_stop started, unmounts
#   cut_boot IMG CMD... CMD with IMG mounted on DIR/mnt, a new boot id
# The mount's commit interval is long (600 s) and the kernel's writeback
# of dirty pages is held back while the cut is up (vm.dirty_expire and
# dirty_writeback, put back by cut_down), so nothing reaches the disk but
# what a run flushes: the cut points are deterministic. Needs root, loop
# devices, unshare and strace; the caller's EXIT trap calls cut_down.

cut_up() {
	CUT=$1
	CUT_VM=$(cat /proc/sys/vm/dirty_expire_centisecs /proc/sys/vm/dirty_writeback_centisecs | tr '\n' ' ')
	echo 360000 > /proc/sys/vm/dirty_expire_centisecs
	echo 0 > /proc/sys/vm/dirty_writeback_centisecs
	mkdir -p "$CUT/mnt"
	truncate -s 96M "$CUT/fs.img"
	mkfs.ext4 -q -F "$CUT/fs.img" || return 1
	mount -o loop,commit=600 "$CUT/fs.img" "$CUT/mnt" || return 1
}

cut_stop() { # SYSCALL K CMD...
	cs_sc=$1 cs_k=$2
	shift 2
	# The K-th call fails instead of running and the run is stopped
	# there (strace without -f: the parent's calls only).
	rm -f "$CUT/strace.log"
	strace -qq -o "$CUT/strace.log" ${CUT_ON:+-P "$CUT_ON"} -e trace="$cs_sc" \
		-e "inject=$cs_sc:error=EIO:signal=STOP:when=$cs_k" "$@" > "$CUT/stopped.out" 2>&1 &
	CUT_PID=$!
	# Bounded poll until strace has seen the run stop (a syscall stop
	# of the tracer looks the same in /proc): not a timing guess.
	cs_i=0
	until grep -q 'stopped by SIGSTOP' "$CUT/strace.log" 2> /dev/null; do
		kill -0 "$CUT_PID" 2> /dev/null || { CUT_PID=; return 1; }
		cs_i=$((cs_i + 1))
		[ $cs_i -le 3000 ] || return 1
		sleep 0.01
	done
}

cut_take() { cp --sparse=always "$CUT/fs.img" "$1"; }

# Bounded poll until process $1 has exited (gone, or a zombie).
cut_gone() {
	cg_i=0
	while [ -d "/proc/$1" ] && [ "$(sed 's/.*) //; s/ .*//' "/proc/$1/stat" 2> /dev/null)" != Z ]; do
		cg_i=$((cg_i + 1))
		[ $cg_i -le 3000 ] || return 1
		sleep 0.01
	done
}

cut_end() {
	if [ -n "${CUT_PID:-}" ]; then
		cs_child=$(pgrep -P "$CUT_PID" | head -n 1)
		[ -z "$cs_child" ] || kill -KILL "$cs_child" 2> /dev/null || true
		kill -KILL "$CUT_PID" 2> /dev/null || true
		wait "$CUT_PID" 2> /dev/null || true
		CUT_PID=
		# SIGKILL is delivered, not yet done: the run holds the mount
		# until it has exited (a zombie holds nothing).
		[ -z "$cs_child" ] || cut_gone "$cs_child"
	fi
	! mountpoint -q "$CUT/mnt" || umount "$CUT/mnt"
}

cut_boot() { # IMG CMD...
	cb_img=$1
	shift
	cat /proc/sys/kernel/random/uuid > "$CUT/boot_id"
	unshare -m --propagation private sh -c '
		mount -o loop "$1" "$2" && mount --bind "$3" /proc/sys/kernel/random/boot_id || exit 99
		shift 3
		"$@"; rc=$?
		umount "$0"; exit $rc' "$CUT/mnt" "$cb_img" "$CUT/mnt" "$CUT/boot_id" "$@"
}

cut_down() {
	[ -n "${CUT:-}" ] || return 0
	cut_end
	rm -f "$CUT"/*.img
	if [ -n "${CUT_VM:-}" ]; then
		set -- $CUT_VM
		echo "$1" > /proc/sys/vm/dirty_expire_centisecs
		echo "$2" > /proc/sys/vm/dirty_writeback_centisecs
		CUT_VM=
	fi
}
