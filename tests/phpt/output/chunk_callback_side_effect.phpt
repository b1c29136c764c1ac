--TEST--
a chunked callback runs inside the echo that fills the chunk
--SKIPIF--
<?php
$n = 0;
ob_start(function ($b) use (&$n) { $n++; return ""; }, 1);
echo "x";
$k = $n;
ob_end_clean();
if ($k == 0) echo "skip chunked callbacks wait for the next ob_* call until echo goes through Vm::write_output";
--FILE--
<?php
$n = 0;
ob_start(function ($b) use (&$n) { $n++; return "[$b]"; }, 3);
echo "abcd";
echo $n;
echo "e";
echo $n;
ob_end_flush();
echo "\n", $n, "\n";
--EXPECT--
[abcd][1e1][]
3
