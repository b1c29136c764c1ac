--TEST--
DatePeriod: recurrences counts with the options, and whole-second end comparison
--FILE--
<?php
date_default_timezone_set('UTC');
$s = new DateTime('2021-01-01');
$i = new DateInterval('P1D');
foreach ([0, 1, 2, 3] as $o) {
    $p = new DatePeriod($s, $i, 2, $o);
    echo "recurrences $o: ", $p->recurrences, ' ', var_export($p->getRecurrences(), true), ' n=', iterator_count($p), "\n";
    $p = new DatePeriod($s, $i, new DateTime('2021-01-04'), $o);
    echo "end date $o: ", $p->recurrences, ' ', var_export($p->getRecurrences(), true), ' n=', iterator_count($p), "\n";
}
$p = new DatePeriod(new DateTime('2021-01-01 00:00:00.5'), new DateInterval('PT1S'), new DateTime('2021-01-01 00:00:02.7'));
foreach ($p as $d) echo $d->format('H:i:s.u'), "\n";
echo "--\n";
$p = new DatePeriod(new DateTime('2021-01-01 00:00:00.5'), new DateInterval('PT1S'), new DateTime('2021-01-01 00:00:02.2'), DatePeriod::INCLUDE_END_DATE);
foreach ($p as $d) echo $d->format('H:i:s.u'), "\n";
echo "--\n";
$p = new DatePeriod(new DateTime('2021-01-05'), new DateInterval('P1D'), new DateTime('2021-01-03'), DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $d) echo $d->format('Y-m-d'), "\n";
echo $p->current?->format('Y-m-d') ?? 'null', "\n";
?>
--EXPECT--
recurrences 0: 3 2 n=3
end date 0: 1 NULL n=3
recurrences 1: 2 2 n=2
end date 1: 0 NULL n=2
recurrences 2: 4 2 n=4
end date 2: 2 NULL n=4
recurrences 3: 3 2 n=3
end date 3: 1 NULL n=3
00:00:00.500000
00:00:01.500000
--
00:00:00.500000
00:00:01.500000
00:00:02.500000
--
null
