--TEST--
A custom error handler still runs under @
--FILE--
<?php
function handler($no, $str) { echo "handler: $str (reporting=", error_reporting(), ")\n"; return true; }
set_error_handler('handler');
$x = @$undefined;
$y = $undefined2;
--EXPECT--
handler: Undefined variable $undefined (reporting=4437)
handler: Undefined variable $undefined2 (reporting=32767)
