--TEST--
static method callbacks as "C::m" and [C, m]
--FILE--
<?php
class W { static function st($b) { return "{" . $b . "}"; } }
ob_start('W::st'); echo "c"; ob_end_flush();
ob_start(['W', 'st']); echo "d"; ob_end_flush();
echo "\n";
--EXPECT--
{c}{d}
