--TEST--
localtime() indexed and associative
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
print_r(localtime(1700000000));
print_r(localtime(1690000000, true));
var_dump(count(localtime()));
?>
--EXPECT--
Array
(
    [0] => 20
    [1] => 13
    [2] => 23
    [3] => 14
    [4] => 10
    [5] => 123
    [6] => 2
    [7] => 317
    [8] => 0
)
Array
(
    [tm_sec] => 40
    [tm_min] => 26
    [tm_hour] => 6
    [tm_mday] => 22
    [tm_mon] => 6
    [tm_year] => 123
    [tm_wday] => 6
    [tm_yday] => 202
    [tm_isdst] => 1
)
int(9)
