--TEST--
DateInterval: the alternative ISO 8601 form PYYYY-MM-DDTHH:II:SS
--FILE--
<?php
foreach ([
    'P0001-02-03T04:05:06',
    'P0000-00-01T00:00:00',
    'P0001-00-00T00:00:00',
    'P0000-00-00T00:00:00',
    'P9999-12-31T23:59:59',
    'P0000-12-00T24:00:00',
    'P0001-12-31T24:05:06',
    ' P0001-02-03T04:05:06 ',
    'P0001-02-03T04:05:06/P1D',
    'P1D/P0001-00-00T00:00:00',
    'P0001-02-03T04:05:06P2W',
] as $s) {
    $i = new DateInterval($s);
    printf("%-28s y=%d m=%d d=%d h=%d i=%d s=%d f=%s invert=%d days=%s\n", json_encode($s),
        $i->y, $i->m, $i->d, $i->h, $i->i, $i->s, var_export($i->f, true), $i->invert, var_export($i->days, true));
}
var_dump(new DateInterval('P0001-02-03T04:05:06'));
$d = new DateTimeImmutable('2020-01-31 10:00:00', new DateTimeZone('UTC'));
echo $d->add(new DateInterval('P0000-01-00T12:30:00'))->format(DATE_ATOM), "\n";
echo $d->sub(new DateInterval('P0001-00-01T00:00:01'))->format(DATE_ATOM), "\n";
echo (new DateInterval('P0001-02-03T04:05:06'))->format('%Y-%M-%D %H:%I:%S %R %a'), "\n";
?>
--EXPECT--
"P0001-02-03T04:05:06"       y=1 m=2 d=3 h=4 i=5 s=6 f=0.0 invert=0 days=false
"P0000-00-01T00:00:00"       y=0 m=0 d=1 h=0 i=0 s=0 f=0.0 invert=0 days=false
"P0001-00-00T00:00:00"       y=1 m=0 d=0 h=0 i=0 s=0 f=0.0 invert=0 days=false
"P0000-00-00T00:00:00"       y=0 m=0 d=0 h=0 i=0 s=0 f=0.0 invert=0 days=false
"P9999-12-31T23:59:59"       y=9999 m=12 d=31 h=23 i=59 s=59 f=0.0 invert=0 days=false
"P0000-12-00T24:00:00"       y=0 m=12 d=0 h=24 i=0 s=0 f=0.0 invert=0 days=false
"P0001-12-31T24:05:06"       y=1 m=12 d=31 h=24 i=5 s=6 f=0.0 invert=0 days=false
" P0001-02-03T04:05:06 "     y=1 m=2 d=3 h=4 i=5 s=6 f=0.0 invert=0 days=false
"P0001-02-03T04:05:06\/P1D"  y=1 m=2 d=4 h=4 i=5 s=6 f=0.0 invert=0 days=false
"P1D\/P0001-00-00T00:00:00"  y=1 m=0 d=0 h=0 i=0 s=0 f=0.0 invert=0 days=false
"P0001-02-03T04:05:06P2W"    y=1 m=2 d=17 h=4 i=5 s=6 f=0.0 invert=0 days=false
object(DateInterval)#2 (10) {
  ["y"]=>
  int(1)
  ["m"]=>
  int(2)
  ["d"]=>
  int(3)
  ["h"]=>
  int(4)
  ["i"]=>
  int(5)
  ["s"]=>
  int(6)
  ["f"]=>
  float(0)
  ["invert"]=>
  int(0)
  ["days"]=>
  bool(false)
  ["from_string"]=>
  bool(false)
}
2020-03-02T22:30:00+00:00
2019-01-30T09:59:59+00:00
01-02-03 04:05:06 + (unknown)
