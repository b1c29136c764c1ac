--TEST--
DatePeriod: the current property follows the iteration; dates come as the base class
--FILE--
<?php
date_default_timezone_set('UTC');
$p = new DatePeriod('R3/2012-07-01T00:00:00Z/P1D', DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $k => $d) {
    echo $k, ' ', $d->format('Y-m-d'), ' current=', $p->current?->format('Y-m-d') ?? 'null', "\n";
    if ($k == 1) break;
}
echo $p->current->format('Y-m-d'), "\n";
foreach ($p as $d) {}
echo $p->current->format('Y-m-d'), "\n";
$p->getIterator();
echo $p->current->format('Y-m-d'), "\n";
$p = new DatePeriod('R2/2012-07-01T00:00:00Z/P1D');
foreach ($p as $d) {}
print_r($p);
class MyDT extends DateTime {}
class MyDTI extends DateTimeImmutable {}
$p = new DatePeriod(new MyDT('2012-07-01 00:00:00', new DateTimeZone('Europe/Paris')), new DateInterval('P1D'), 1);
foreach ($p as $d) echo get_class($d), ' ', $d->format(DATE_ATOM), ' ', $p->current ? get_class($p->current) : '-', "\n";
echo get_class($p->getStartDate()), "\n";
$p = new DatePeriod(new MyDTI('2012-07-01 00:00:00'), new DateInterval('PT1H'), new MyDTI('2012-07-01 02:00:00'));
foreach ($p as $d) echo get_class($d), ' ', $d->format(DATE_ATOM), ' ', $p->current ? get_class($p->current) : '-', "\n";
echo get_class($p->getEndDate()), "\n";
$it = (new DatePeriod('R1/2012-07-01T00:00:00Z/P1D'))->getIterator();
$it->rewind();
var_dump($it->current() === $it->current(), $it->key());
$it->next();
var_dump($it->current()->format('Y-m-d'), $it->key());
$it->next();
var_dump($it->valid(), $it->current()->format('Y-m-d'), $it->key());
?>
--EXPECT--
0 2012-07-02 current=null
1 2012-07-03 current=2012-07-03
2012-07-03
2012-07-05
2012-07-05
DatePeriod Object
(
    [start] => DateTime Object
        (
            [date] => 2012-07-01 00:00:00.000000
            [timezone_type] => 1
            [timezone] => +00:00
        )

    [current] => DateTime Object
        (
            [date] => 2012-07-04 00:00:00.000000
            [timezone_type] => 1
            [timezone] => +00:00
        )

    [end] => 
    [interval] => DateInterval Object
        (
            [y] => 0
            [m] => 0
            [d] => 1
            [h] => 0
            [i] => 0
            [s] => 0
            [f] => 0
            [invert] => 0
            [days] => 
            [from_string] => 
        )

    [recurrences] => 3
    [include_start_date] => 1
    [include_end_date] => 
)
DateTime 2012-07-01T00:00:00+02:00 -
DateTime 2012-07-02T00:00:00+02:00 MyDT
MyDT
DateTimeImmutable 2012-07-01T00:00:00+00:00 -
DateTimeImmutable 2012-07-01T01:00:00+00:00 MyDTI
MyDTI
bool(false)
int(0)
string(10) "2012-07-02"
int(1)
bool(false)
string(10) "2012-07-03"
int(2)
