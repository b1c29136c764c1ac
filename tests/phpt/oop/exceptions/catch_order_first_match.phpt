--TEST--
The first matching catch wins and later ones are skipped
--FILE--
<?php
try { throw new InvalidArgumentException('x'); }
catch (LogicException $e) { echo "LogicException\n"; }
catch (InvalidArgumentException $e) { echo "never\n"; }
catch (Exception $e) { echo "never\n"; }
try { throw new Error('e'); }
catch (Exception $e) { echo "not exception\n"; }
catch (Throwable $e) { echo "Throwable: ", $e->getMessage(), "\n"; }
--EXPECT--
LogicException
Throwable: e
