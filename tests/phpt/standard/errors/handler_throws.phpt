--TEST--
an error handler may convert errors to exceptions
--FILE--
<?php
set_error_handler(function ($errno, $errstr, $errfile, $errline) {
    throw new ErrorException($errstr, 0, $errno, $errfile, $errline);
});
try {
    $x = [] + 1;
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    echo $missing;
} catch (ErrorException $e) {
    echo get_class($e) . ': ' . $e->getMessage(), ' severity=', $e->getSeverity(), "\n";
}
--EXPECT--
TypeError: Unsupported operand types: array + int
ErrorException: Undefined variable $missing severity=2
