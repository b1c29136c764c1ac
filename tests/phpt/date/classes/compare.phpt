--TEST--
DateTime objects compare by instant
--FILE--
<?php
date_default_timezone_set("UTC");
$a = new DateTime("2020-01-01 10:00");
$b = new DateTimeImmutable("2021-01-01");
var_dump($a < $b, $a > $b, $a == $b, $a <=> $b, $b <=> $a);
var_dump($a == new DateTime("2020-01-01 10:00:00"));
var_dump($a == new DateTime("2020-01-01 12:00:00+02:00"));
var_dump($a == new stdClass, $a != new stdClass);
$list = [new DateTime("2022-05-01"), new DateTime("2019-03-04"), new DateTime("2020-12-31")];
sort($list);
foreach ($list as $d) echo $d->format("Y-m-d"), "\n";
var_dump(max($list)->format("Y"));
--EXPECT--
bool(true)
bool(false)
bool(false)
int(-1)
int(1)
bool(true)
bool(true)
bool(false)
bool(true)
2019-03-04
2020-12-31
2022-05-01
string(4) "2022"
