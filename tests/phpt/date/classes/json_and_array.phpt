--TEST--
json_encode and array casts of the date classes
--FILE--
<?php
date_default_timezone_set('UTC');
echo json_encode([new DateTime('2021-01-01'), new DateTimeZone('Asia/Tokyo'), new DateInterval('P1D')]), "\n";
var_dump(count((array)new DateInterval('PT1H')));
print_r(new DateTimeZone('-03:00'));
?>
--EXPECT--
[{"date":"2021-01-01 00:00:00.000000","timezone_type":3,"timezone":"UTC"},{"timezone_type":3,"timezone":"Asia\/Tokyo"},{"y":0,"m":0,"d":1,"h":0,"i":0,"s":0,"f":0,"invert":0,"days":false,"from_string":false}]
int(10)
DateTimeZone Object
(
    [timezone_type] => 1
    [timezone] => -03:00
)
