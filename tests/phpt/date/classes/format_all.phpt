--TEST--
DateTime::format with many characters
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2024-02-29 13:05:09.123456', new DateTimeZone('Europe/Paris'));
echo $d->format('d D j l N S w z W F m M n t L o Y y a A B g G h H i s u v e I O P p T Z c r U'), "\n";
echo $d->format(DateTimeInterface::ATOM), "\n";
echo $d->format(DateTime::RFC2822), "\n";
echo $d->format(DATE_RFC3339_EXTENDED), "\n";
echo $d->format(DateTimeImmutable::COOKIE), "\n";
?>
--EXPECT--
29 Thu 29 Thursday 4 th 4 59 09 February 02 Feb 2 29 1 2024 2024 24 pm PM 545 1 13 01 13 05 09 123456 123 Europe/Paris 0 +0100 +01:00 +01:00 CET 3600 2024-02-29T13:05:09+01:00 Thu, 29 Feb 2024 13:05:09 +0100 1709208309
2024-02-29T13:05:09+01:00
Thu, 29 Feb 2024 13:05:09 +0100
2024-02-29T13:05:09.123+01:00
Thursday, 29-Feb-2024 13:05:09 CET
