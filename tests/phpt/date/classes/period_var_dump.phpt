--TEST--
var_dump of DatePeriod
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(new DatePeriod(new DateTime('2021-01-01'), new DateInterval('P1D'), 2));
?>
--EXPECT--
object(DatePeriod)#1 (7) {
  ["start"]=>
  object(DateTime)#4 (3) {
    ["date"]=>
    string(26) "2021-01-01 00:00:00.000000"
    ["timezone_type"]=>
    int(3)
    ["timezone"]=>
    string(3) "UTC"
  }
  ["current"]=>
  NULL
  ["end"]=>
  NULL
  ["interval"]=>
  object(DateInterval)#5 (10) {
    ["y"]=>
    int(0)
    ["m"]=>
    int(0)
    ["d"]=>
    int(1)
    ["h"]=>
    int(0)
    ["i"]=>
    int(0)
    ["s"]=>
    int(0)
    ["f"]=>
    float(0)
    ["invert"]=>
    int(0)
    ["days"]=>
    bool(false)
    ["from_string"]=>
    bool(false)
  }
  ["recurrences"]=>
  int(3)
  ["include_start_date"]=>
  bool(true)
  ["include_end_date"]=>
  bool(false)
}
