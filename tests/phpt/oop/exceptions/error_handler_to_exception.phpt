--TEST--
Converting warnings to ErrorException with set_error_handler
--FILE--
<?php
set_error_handler(function ($no, $str, $file, $line) {
    throw new ErrorException($str, 0, $no, $file, $line);
});
try { echo $undefined; } catch (ErrorException $e) {
    echo get_class($e), ': ', $e->getMessage(), ' severity=', $e->getSeverity(), ' line=', $e->getLine(), "\n";
}
try { $a = []; $a['nokey']; } catch (ErrorException $e) { echo $e->getMessage(), "\n"; }
try { strlen(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ErrorException: Undefined variable $undefined severity=2 line=5
Undefined array key "nokey"
strlen() expects exactly 1 argument, 0 given
