--TEST--
an exception thrown by a callback passes the buffer on
--FILE--
<?php
ob_start(function ($b, $p) { throw new Exception("in callback"); });
echo "x";
try {
    ob_end_flush();
} catch (Exception $e) {
    echo "\ncaught ", $e->getMessage(), "\n";
}
var_dump(ob_get_level());
--EXPECT--
x
caught in callback
int(0)
