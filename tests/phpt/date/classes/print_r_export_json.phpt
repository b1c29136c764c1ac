--TEST--
print_r, var_export and json_encode of DateTime
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-03-15 10:20:30', new DateTimeZone('Asia/Tokyo'));
print_r($d); echo "\n";
var_export($d); echo "\n";
echo json_encode($d), "\n";
var_dump((array)$d);
?>
--EXPECT--
DateTime Object
(
    [date] => 2021-03-15 10:20:30.000000
    [timezone_type] => 3
    [timezone] => Asia/Tokyo
)

\DateTime::__set_state(array(
   'date' => '2021-03-15 10:20:30.000000',
   'timezone_type' => 3,
   'timezone' => 'Asia/Tokyo',
))
{"date":"2021-03-15 10:20:30.000000","timezone_type":3,"timezone":"Asia\/Tokyo"}
array(3) {
  ["date"]=>
  string(26) "2021-03-15 10:20:30.000000"
  ["timezone_type"]=>
  int(3)
  ["timezone"]=>
  string(10) "Asia/Tokyo"
}
