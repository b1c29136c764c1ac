--TEST--
Handler returning false falls back to the standard output
--FILE--
<?php
function h($errno, $errstr) { echo "handler saw: $errstr\n"; return false; }
set_error_handler('h');
echo $undefined;
--EXPECTF--
handler saw: Undefined variable $undefined

Warning: Undefined variable $undefined in %s on line 4
