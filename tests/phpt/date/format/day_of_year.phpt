--TEST--
z and t over a year
--FILE--
<?php
date_default_timezone_set('UTC');
for ($m = 1; $m <= 12; $m++) {
    $ts = gmmktime(0, 0, 0, $m, 1, 2024);
    echo date('M z t', $ts), ' ', date('z', gmmktime(0, 0, 0, $m, 1, 2023)), "\n";
}
?>
--EXPECT--
Jan 0 31 0
Feb 31 29 31
Mar 60 31 59
Apr 91 30 90
May 121 31 120
Jun 152 30 151
Jul 182 31 181
Aug 213 31 212
Sep 244 30 243
Oct 274 31 273
Nov 305 30 304
Dec 335 31 334
