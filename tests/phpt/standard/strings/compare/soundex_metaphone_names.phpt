--TEST--
soundex and metaphone of names
--FILE--
<?php
foreach (["Washington", "Lee", "Gutierrez", "Jackson", "Knuth", "Schmidt", "Phillips", "Wright"] as $n) echo $n, " ", soundex($n), " ", metaphone($n), "\n";
--EXPECT--
Washington W252 WXNKTN
Lee L000 L
Gutierrez G362 KTRS
Jackson J250 JKSN
Knuth K530 N0
Schmidt S530 SXMTT
Phillips P412 FLPS
Wright W623 RFT
