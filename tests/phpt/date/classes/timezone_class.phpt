--TEST--
DateTimeZone construction and getName
--FILE--
<?php
date_default_timezone_set('UTC');
foreach (['Europe/Paris', 'europe/paris', 'UTC', 'utc', '+02:00', '-0530', 'EST', 'CEST', 'America/Argentina/Buenos_Aires'] as $n) {
    $z = new DateTimeZone($n);
    echo $n, ' => ', $z->getName(), "\n";
}
try { new DateTimeZone('Mars/Olympus'); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(timezone_open('Mars/Olympus'));
?>
--EXPECTF--
Europe/Paris => Europe/Paris
europe/paris => europe/paris
UTC => UTC
utc => UTC
+02:00 => +02:00
-0530 => -05:30
EST => EST
CEST => CEST
America/Argentina/Buenos_Aires => America/Argentina/Buenos_Aires
Exception: DateTimeZone::__construct(): Unknown or bad timezone (Mars/Olympus)

Warning: timezone_open(): Unknown or bad timezone (Mars/Olympus) in %s on line 8
bool(false)
