--TEST--
strict_types applies to return types
--FILE--
<?php
declare(strict_types=1);
function r(): int { return "5"; }
try { r(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
r(): Return value must be of type int, string returned
