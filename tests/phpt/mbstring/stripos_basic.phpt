--TEST--
mb_stripos()
--INI--
extension=mbstring
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => mb_stripos('ÉCOLE', 'é'));
t(fn() => mb_stripos('Straße', 'SS'));
t(fn() => mb_stripos('ΣΊΣΥΦΟΣ', 'σ', 1));
t(fn() => mb_stripos('ABC', 'c'));
t(fn() => mb_stripos('abc', 'D'));
t(fn() => mb_stripos('İi', 'i'));
?>
--EXPECT--
int(0)
bool(false)
int(2)
int(2)
bool(false)
int(1)
