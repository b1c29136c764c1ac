--TEST--
DateTime::createFromFormat
--FILE--
<?php
date_default_timezone_set('UTC');
foreach ([['Y-m-d H:i:s', '2021-03-15 10:20:30'], ['!d/m/Y', '15/03/2021'], ['Y-m-d|', '2021-03-15'], ['!U', '1234567890'], ['H\\h i\\m', '10h 20m'], ['Y-m-d H:i:s.u', '2021-03-15 10:20:30.123456'], ['!Y-m-d e', '2021-03-15 Europe/Paris'], ['!D, d M Y', 'Mon, 15 Mar 2021']] as [$f, $s]) {
    $d = DateTime::createFromFormat($f, $s);
    // Fields the format does not give come from now: today's date (checked
    // against date(), so that the expectation does not change every day).
    $today = $d->format('Y-m-d') === date('Y-m-d') ? 'today' : $d->format('Y-m-d');
    echo $f, ' => ', $today, ' ', $d->format('H:i:s.u T'), "\n";
}
?>
--EXPECT--
Y-m-d H:i:s => 2021-03-15 10:20:30.000000 UTC
!d/m/Y => 2021-03-15 00:00:00.000000 UTC
Y-m-d| => 2021-03-15 00:00:00.000000 UTC
!U => 2009-02-13 23:31:30.000000 GMT+0000
H\h i\m => today 10:20:00.000000 UTC
Y-m-d H:i:s.u => 2021-03-15 10:20:30.123456 UTC
!Y-m-d e => 2021-03-15 00:00:00.000000 CET
!D, d M Y => 2021-03-15 00:00:00.000000 UTC
