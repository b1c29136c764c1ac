--TEST--
throw is an expression in ??, ?:, && and arrow functions
--FILE--
<?php
function get(?string $v) { return $v ?? throw new InvalidArgumentException('null given'); }
var_dump(get('a'));
try { get(null); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
$f = fn($x) => $x > 0 ? $x : throw new RangeException("bad $x");
try { $f(-1); } catch (RangeException $e) { echo $e->getMessage(), "\n"; }
$ok = false;
try { $ok || throw new LogicException('not ok'); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }
try { $v = 0 ?: throw new Exception('falsy'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(1) "a"
null given
bad -1
not ok
falsy
