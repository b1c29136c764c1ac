--TEST--
print_r of floats honours precision ini
--INI--
precision=5
--FILE--
<?php
print_r(3.14159265); echo "\n";
print_r([1/3]);
--EXPECT--
3.1416
Array
(
    [0] => 0.33333
)
