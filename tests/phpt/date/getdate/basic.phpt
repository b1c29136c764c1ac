--TEST--
getdate() keys and values
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
print_r(getdate(1700000000));
print_r(getdate(0));
var_dump(count(getdate()));
?>
--EXPECT--
Array
(
    [seconds] => 20
    [minutes] => 13
    [hours] => 23
    [mday] => 14
    [wday] => 2
    [mon] => 11
    [year] => 2023
    [yday] => 317
    [weekday] => Tuesday
    [month] => November
    [0] => 1700000000
)
Array
(
    [seconds] => 0
    [minutes] => 0
    [hours] => 1
    [mday] => 1
    [wday] => 4
    [mon] => 1
    [year] => 1970
    [yday] => 0
    [weekday] => Thursday
    [month] => January
    [0] => 0
)
int(11)
