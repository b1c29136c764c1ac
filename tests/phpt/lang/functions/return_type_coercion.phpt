--TEST--
Return type coercion and errors
--FILE--
<?php
function i(): int { return "42"; }
function s(): string { return 42; }
function f(): float { return 1; }
function bad(): int { return "abc"; }
function nothing(): int { }
var_dump(i(), s(), f());
try { bad(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { nothing(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(42)
string(2) "42"
float(1)
bad(): Return value must be of type int, string returned
nothing(): Return value must be of type int, none returned
