--TEST--
void and never return types
--FILE--
<?php
function v(): void { return; }
var_dump(v());
function n(): never { throw new Exception('never returns'); }
try { n(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
function bad(): never { }
try { bad(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
NULL
never returns
bad(): never-returning function must not implicitly return
