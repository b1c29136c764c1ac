--TEST--
count of non-countable values throws TypeError
--FILE--
<?php
foreach ([null, 1, 'str', 1.5, false, new stdClass] as $v) {
    try {
        count($v);
    } catch (TypeError $e) {
        echo get_class($e) . ': ' . $e->getMessage(), "\n";
    }
}
--EXPECT--
TypeError: count(): Argument #1 ($value) must be of type Countable|array, null given
TypeError: count(): Argument #1 ($value) must be of type Countable|array, int given
TypeError: count(): Argument #1 ($value) must be of type Countable|array, string given
TypeError: count(): Argument #1 ($value) must be of type Countable|array, float given
TypeError: count(): Argument #1 ($value) must be of type Countable|array, bool given
TypeError: count(): Argument #1 ($value) must be of type Countable|array, stdClass given
