--TEST--
date() and strtotime() round trip
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
foreach ([0, 1700000000, 951782400, 1234567890, 1616893200, 1635642000] as $ts) {
    var_dump(strtotime(date('Y-m-d H:i:s', $ts)) === $ts, strtotime(date(DATE_ATOM, $ts)) === $ts, strtotime(date('r', $ts)) === $ts);
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
