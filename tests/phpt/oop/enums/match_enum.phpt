--TEST--
enums in match arms and as array values (not keys)
--FILE--
<?php
enum Level: int { case Low = 1; case High = 3; }
function label(Level $l) { return match($l) { Level::Low => 'low', Level::High => 'high' }; }
echo label(Level::High), label(Level::from(1)), "\n";
$m = [Level::Low->value => 'L'];
echo $m[Level::Low->value], "\n";
try { $x = [Level::Low => 1]; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$s = new SplObjectStorage; $s[Level::Low] = 'ok'; echo $s[Level::Low], "\n";
--EXPECT--
highlow
L
Illegal offset type
ok
