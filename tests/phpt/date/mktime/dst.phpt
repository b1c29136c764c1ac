--TEST--
mktime() in DST gaps and folds
--FILE--
<?php
date_default_timezone_set('America/New_York');
echo date('c T', mktime(2, 30, 0, 3, 14, 2021)), "\n";
echo date('c T', mktime(1, 30, 0, 11, 7, 2021)), "\n";
echo date('c T', mktime(0, 30, 0, 11, 7, 2021)), "\n";
echo date('c T', mktime(3, 0, 0, 3, 14, 2021)), "\n";
date_default_timezone_set('Europe/Paris');
echo date('c T', mktime(2, 30, 0, 3, 28, 2021)), "\n";
echo date('c T', mktime(2, 30, 0, 10, 31, 2021)), "\n";
?>
--EXPECT--
2021-03-14T03:30:00-04:00 EDT
2021-11-07T01:30:00-05:00 EST
2021-11-07T00:30:00-04:00 EDT
2021-03-14T03:00:00-04:00 EDT
2021-03-28T03:30:00+02:00 CEST
2021-10-31T02:30:00+01:00 CET
