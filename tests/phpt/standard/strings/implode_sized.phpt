--TEST--
implode sizes its result from the pieces; non-string pieces still convert as php does
--FILE--
<?php
class S { function __toString(): string { return "obj"; } }
var_dump(implode(",", []), implode(",", ["a"]), implode(", ", [1, 2.5, "x", true, false, null, new S, -77]), implode(["a","b"]), implode("--", range(1, 30)));
$big = []; for ($i = 0; $i < 1000; $i++) $big[] = str_repeat("x", $i % 13) . $i; echo md5(implode("|", $big)), "\n";
echo join("ab", [1.0E+25, 0.1, -0.0, PHP_INT_MIN]), "\n";
--EXPECT--
string(0) ""
string(1) "a"
string(26) "1, 2.5, x, 1, , , obj, -77"
string(2) "ab"
string(109) "1--2--3--4--5--6--7--8--9--10--11--12--13--14--15--16--17--18--19--20--21--22--23--24--25--26--27--28--29--30"
06c4e69ec1712e535270d27a4ee16d30
1.0E+25ab0.1ab-0ab-9223372036854775808
