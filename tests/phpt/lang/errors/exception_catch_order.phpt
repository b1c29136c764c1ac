--TEST--
catch clauses and finally
--FILE--
<?php
function t($v) {
  try {
    if ($v == 1) throw new TypeError("type");
    if ($v == 2) throw new ValueError("value");
    return "none";
  } catch (TypeError | ValueError $e) {
    return "caught " . $e->getMessage();
  } finally {
    echo "finally $v\n";
  }
}
echo t(0), "\n", t(1), "\n", t(2), "\n";
--EXPECT--
finally 0
none
finally 1
caught type
finally 2
caught value
