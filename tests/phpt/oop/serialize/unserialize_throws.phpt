--TEST--
exception in __unserialize propagates
--FILE--
<?php
class U { function __serialize(): array { return [1]; } function __unserialize(array $d): void { throw new DomainException("bad data"); } }
try { unserialize(serialize(new U)); } catch (DomainException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bad data
