--TEST--
DateTimeImmutable arithmetic chains
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTimeImmutable('2021-01-31');
for ($k = 0; $k < 6; $k++) { $d = $d->add(new DateInterval('P1M')); echo $d->format('Y-m-d'), ' '; }
echo "\n";
$d = new DateTimeImmutable('2021-03-31');
for ($k = 0; $k < 4; $k++) { $d = $d->sub(new DateInterval('P1M')); echo $d->format('Y-m-d'), ' '; }
echo "\n";
?>
--EXPECT--
2021-03-03 2021-04-03 2021-05-03 2021-06-03 2021-07-03 2021-08-03 
2021-03-03 2021-02-03 2021-01-03 2020-12-03
