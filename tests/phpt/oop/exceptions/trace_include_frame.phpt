--TEST--
Traces through included files name the include frame
--INI--
zend.exception_ignore_args=1
--FILE--
<?php
$inc = __DIR__ . '/trace_include_frame.inc.tmp';
file_put_contents($inc, "<?php\nfunction inner() { throw new Exception('from include'); }\ninner();\n");
try { include 'trace_include_frame.inc.tmp'; }
catch (Exception $e) {
    echo preg_replace("/include\\('[^']*'\\)/", "include(ARG)", str_replace(__DIR__, 'DIR', $e->getTraceAsString())), "\n";
    echo basename($e->getFile()), ':', $e->getLine(), "\n";
}
unlink($inc);
--EXPECT--
#0 DIR/trace_include_frame.inc.tmp(3): inner()
#1 DIR/trace_include_frame.php(4): include(ARG)
#2 {main}
trace_include_frame.inc.tmp:2
