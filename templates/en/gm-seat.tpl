@@ core.gm.su.secret
the option {option} holds a password and is not given by mail: the game is
run with the server's master password (or a co-master's)
@@ core.gm.su.value
the option "{option}" has no valid value (values: {values})
@@ core.gm.su.engine
{kind} does not take the options "{options}": {detail}
