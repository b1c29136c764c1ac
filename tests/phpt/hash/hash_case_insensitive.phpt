--TEST--
algorithm names are case-insensitive
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => hash('MD5', 'x'));
t(fn() => hash('Sha256', 'x'));
t(fn() => hash('SHA3-256', 'x'));
t(fn() => hash('XXH3', 'x'));
?>
--EXPECT--
string(32) "9dd4e461268c8034f5c8564e155c67a6"
string(64) "2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881"
string(64) "741efa311f97686956946758e0d95f70f11ff2da4f2feb7c54314f44134ac49f"
string(16) "eaf06c6480b2cd11"
