--TEST--
str_word_count formats
--FILE--
<?php
$s = "Hello fri3nd, you're looking good to-day!";
var_dump(str_word_count($s));
print_r(str_word_count($s, 1));
print_r(str_word_count($s, 2));
--EXPECT--
int(7)
Array
(
    [0] => Hello
    [1] => fri
    [2] => nd
    [3] => you're
    [4] => looking
    [5] => good
    [6] => to-day
)
Array
(
    [0] => Hello
    [6] => fri
    [10] => nd
    [14] => you're
    [21] => looking
    [29] => good
    [34] => to-day
)
