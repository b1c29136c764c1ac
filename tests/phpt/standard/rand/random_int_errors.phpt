--TEST--
random_int bounds and error
--FILE--
<?php
var_dump(random_int(5, 5));
$v = random_int(1, 3);
var_dump($v >= 1 && $v <= 3);
try {
    random_int(2, 1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
int(5)
bool(true)
ValueError: random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)
