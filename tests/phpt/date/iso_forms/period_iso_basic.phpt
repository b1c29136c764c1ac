--TEST--
DatePeriod from an ISO 8601 string: recurrences, start date and interval
--FILE--
<?php
date_default_timezone_set('America/New_York');
$p = new DatePeriod('R4/2012-07-01T00:00:00Z/P7D');
var_dump($p);
foreach ($p as $k => $d) {
    echo $k, ' ', get_class($d), ' ', $d->format(DATE_ATOM . ' e T U'), "\n";
}
$s = $p->getStartDate();
echo get_class($s), ' ', $s->format(DATE_ATOM), ' ', $s->getTimezone()->getName(), "\n";
var_dump($p->getEndDate());
echo $p->getDateInterval()->format('%y %m %d %h %i %s %a'), "\n";
var_dump($p->getRecurrences());
var_dump($p->recurrences, $p->include_start_date, $p->include_end_date);
// The getters hand out copies.
$s->modify('+1 year');
echo $p->getStartDate()->format('Y-m-d'), "\n";
$p = new DatePeriod('R2/20120701T101112Z/PT36H');
foreach ($p as $d) echo $d->format('Y-m-d H:i:s P'), "\n";
$p = new DatePeriod('R3/2012-01-31T00:00:00Z/P1M');
foreach ($p as $d) echo $d->format('Y-m-d'), "\n";
$p = new DatePeriod('R2/2012-07-01T00:00:00Z/P0001-02-03T04:05:06');
foreach ($p as $d) echo $d->format('Y-m-d H:i:s'), "\n";
$p = new DatePeriod('R2/2012-07-31T24:00:00Z/P1D');
foreach ($p as $d) echo $d->format('Y-m-d H:i:s'), "\n";
$p = new DatePeriod('R1/2012-02-31T00:00:00Z/P1D');
foreach ($p as $d) echo $d->format('Y-m-d H:i:s'), "\n";
?>
--EXPECT--
object(DatePeriod)#1 (7) {
  ["start"]=>
  object(DateTime)#2 (3) {
    ["date"]=>
    string(26) "2012-07-01 00:00:00.000000"
    ["timezone_type"]=>
    int(1)
    ["timezone"]=>
    string(6) "+00:00"
  }
  ["current"]=>
  NULL
  ["end"]=>
  NULL
  ["interval"]=>
  object(DateInterval)#3 (10) {
    ["y"]=>
    int(0)
    ["m"]=>
    int(0)
    ["d"]=>
    int(7)
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
  int(5)
  ["include_start_date"]=>
  bool(true)
  ["include_end_date"]=>
  bool(false)
}
0 DateTime 2012-07-01T00:00:00+00:00 +00:00 GMT+0000 1341100800
1 DateTime 2012-07-08T00:00:00+00:00 +00:00 GMT+0000 1341705600
2 DateTime 2012-07-15T00:00:00+00:00 +00:00 GMT+0000 1342310400
3 DateTime 2012-07-22T00:00:00+00:00 +00:00 GMT+0000 1342915200
4 DateTime 2012-07-29T00:00:00+00:00 +00:00 GMT+0000 1343520000
DateTime 2012-07-01T00:00:00+00:00 +00:00
NULL
0 0 7 0 0 0 (unknown)
int(4)
int(5)
bool(true)
bool(false)
2012-07-01
2012-07-01 10:11:12 +00:00
2012-07-02 22:11:12 +00:00
2012-07-04 10:11:12 +00:00
2012-01-31
2012-03-02
2012-04-02
2012-05-02
2012-07-01 00:00:00
2013-09-04 04:05:06
2014-11-07 08:10:12
2012-08-01 00:00:00
2012-08-02 00:00:00
2012-08-03 00:00:00
2012-03-02 00:00:00
2012-03-03 00:00:00
