--TEST--
sleep(0) returns 0 and sleep(-1) throws ValueError
--FILE--
<?php
var_dump(sleep(0));
try {
    sleep(-1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
int(0)
ValueError: sleep(): Argument #1 ($seconds) must be greater than or equal to 0
