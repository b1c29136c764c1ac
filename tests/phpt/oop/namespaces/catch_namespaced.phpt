--TEST--
catch resolves exception class names through the namespace
--FILE--
<?php
namespace App;
class MyException extends \Exception {}
try { throw new MyException('mine'); } catch (MyException $e) { echo get_class($e), "\n"; }
try { throw new \RuntimeException('rt'); } catch (\RuntimeException $e) { echo get_class($e), "\n"; }
try {
    try { throw new \LogicException('x'); } catch (LogicException $e) { echo "never\n"; }
} catch (\Exception $e) { echo "unqualified catch did not match: ", get_class($e), "\n"; }
--EXPECT--
App\MyException
RuntimeException
unqualified catch did not match: LogicException
