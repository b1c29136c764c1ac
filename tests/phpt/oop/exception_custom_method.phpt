--TEST--
exception subclass with methods
--FILE--
<?php
class E extends RuntimeException { public $extra = 'e'; function info() { return $this->extra . $this->getMessage(); } }
try { throw new E('m'); } catch (RuntimeException $e) { echo $e->info(), "\n"; var_dump($e instanceof Throwable, $e instanceof LogicException); }
--EXPECT--
em
bool(true)
bool(false)
