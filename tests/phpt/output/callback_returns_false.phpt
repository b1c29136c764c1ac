--TEST--
a callback returning false passes the buffer through and is disabled
--FILE--
<?php
ob_start(function ($b, $p) { return false; });
echo "a";
ob_flush();
echo "b";
$st = ob_get_status();
ob_end_flush();
echo "\n";
var_dump($st['flags'], $st['buffer_size'], $st['buffer_used']);
--EXPECT--
ab
int(12401)
int(0)
int(0)
