--TEST--
return in finally overrides the try's return and discards exceptions
--FILE--
<?php
function a() { try { return 'try'; } finally { return 'finally'; } }
function b() { try { throw new Exception('lost'); } finally { return 'finally wins'; } }
function c() { try { return 'try'; } finally { echo "finally runs\n"; } }
function d() { $x = 1; try { return $x; } finally { $x = 2; } }
var_dump(a(), b(), c(), d());
--EXPECT--
finally runs
string(7) "finally"
string(12) "finally wins"
string(3) "try"
int(1)
