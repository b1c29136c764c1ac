--TEST--
set_exception_handler handles uncaught exceptions
--FILE--
<?php
set_exception_handler(function (Throwable $e) {
    echo 'handler: ', get_class($e), ': ', $e->getMessage(), "\n";
});
echo "before\n";
throw new LogicException('unhandled');
echo "after\n";
--EXPECT--
before
handler: LogicException: unhandled
