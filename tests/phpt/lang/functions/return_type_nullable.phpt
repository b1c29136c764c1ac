--TEST--
Nullable return types
--FILE--
<?php
function r(bool $b): ?string { return $b ? "yes" : null; }
var_dump(r(true), r(false));
--EXPECT--
string(3) "yes"
NULL
