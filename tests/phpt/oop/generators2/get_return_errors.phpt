--TEST--
getReturn() errors before the generator returns
--FILE--
<?php
function g() { yield 1; return 'r'; }
$gen = g();
try { $gen->getReturn(); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$gen->current();
try { $gen->getReturn(); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$gen->next();
var_dump($gen->getReturn());
function h() { throw new Exception('x'); yield; }
$h = h();
try { $h->current(); } catch (Exception $e) { echo "threw\n"; }
try { $h->getReturn(); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
Exception: Cannot get return value of a generator that hasn't returned
Exception: Cannot get return value of a generator that hasn't returned
string(1) "r"
threw
Exception: Cannot get return value of a generator that hasn't returned
