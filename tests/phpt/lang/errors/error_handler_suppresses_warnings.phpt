--TEST--
A handler returning true suppresses the standard messages
--FILE--
<?php
function quiet() { return true; }
set_error_handler('quiet');
$a = [];
var_dump($a['x'], $undefined);
echo "silent\n";
--EXPECT--
NULL
NULL
silent
